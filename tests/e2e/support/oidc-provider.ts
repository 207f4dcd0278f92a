import { OAuth2Server } from "oauth2-mock-server";

/** The person the local OpenID provider signs in (no login screen: it answers at once). */
const OIDC_USER = {
  sub: "oidc-test-user-1",
  email: "oidc.tester@example.com",
  name: "Olga Testowa",
} as const;

/**
 * A local OpenID Connect provider standing in for Google/Facebook (TEST_OIDC_ISSUER). Its
 * id_token and userinfo carry a verified e-mail, as Google's do; the hooks run on every sign-in.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, {
      sub: OIDC_USER.sub,
      email: OIDC_USER.email,
      email_verified: true,
      name: OIDC_USER.name,
    });
  });
  server.service.on("beforeUserinfo", (userInfoResponse) => {
    userInfoResponse.body = {
      sub: OIDC_USER.sub,
      email: OIDC_USER.email,
      email_verified: true,
      name: OIDC_USER.name,
    };
  });
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url;
  if (!issuer) throw new Error("the OIDC provider did not report its URL");
  return { issuer, stop: () => server.stop() };
}
