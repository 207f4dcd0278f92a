/** An expected refusal or failure of a backup or restore: the scripts print its message, no stack. */
export class BackupError extends Error {
  name = "BackupError";
}
