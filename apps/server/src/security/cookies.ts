/**
 * Cookie names. Over TLS a cookie that guards sign-in (the session, the visitor's CSRF id) is named
 * with the `__Host-` prefix: browsers accept such a cookie only when it is Secure, has `Path=/` and
 * no `Domain`, and was set over https by this very host. A sibling subdomain or a plain-http page
 * (a network attacker) cannot plant it, so an attacker cannot toss their own session or token into a
 * victim's browser. Over plain http (development, tests) the prefix cannot be used; there, anyone on
 * the network sees everything anyway.
 */
export function hostCookieName(name: string, secure: boolean): string {
  return secure ? `__Host-${name}` : name;
}
