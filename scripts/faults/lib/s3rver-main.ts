/**
 * s3rver as a process of its own (`node --import tsx s3rver-main.ts <port> <directory> <bucket>`),
 * so that a fault test can kill the object storage as a crash would and start it again on the
 * same port and directory. Prints `ready` once it listens.
 */
import S3rver from "s3rver";

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: "127.0.0.1",
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log("ready");
