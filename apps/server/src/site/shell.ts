import type { Features } from '@conf/core';

/**
 * The HTML shell of the single-page site. The server fills two placeholders of the site's
 * index.html: `<!--app-head-->` gets the CSRF meta tag, `<!--app-body-->` gets the client
 * configuration (a non-executed JSON script element, so the CSP needs no inline scripts) and the
 * hidden field with the signed-in user's uid and roles.
 */
export interface ClientConfig {
  landingYear: number;
  badgeUrl: string;
  hotelUrl: string;
  supportEmail: string;
  theme: 'education' | 'festival';
  features: Features;
  /**
   * Sign-in through OpenID Connect, when an identity provider is configured (OIDC_ISSUER): the name
   * the sign-in page shows on its "Sign in with {label}" button. `null`: local accounts only.
   */
  oidc?: { label: string } | null;
}

export interface ShellUser {
  uid: string;
  roles: string[];
}

export interface ShellInput {
  csrfToken: string;
  config: ClientConfig;
  user: ShellUser | null;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no raw U+2028/U+2029. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderShell(template: string, input: ShellInput): string {
  const head = `<meta name="csrf-token" content="${escapeHtml(input.csrfToken)}">`;
  const user = input.user;
  const body = [
    `<script type="application/json" id="conf-config">${jsonForScript(input.config)}</script>`,
    `<input type="hidden" id="current-user" name="current-user" value="${escapeHtml(user?.uid ?? '')}" data-uid="${escapeHtml(user?.uid ?? '')}" data-roles="${escapeHtml((user?.roles ?? []).join(','))}">`,
  ].join('');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-body-->')) {
    throw new Error('The site index.html lacks the <!--app-head--> or <!--app-body--> placeholder');
  }
  return template.replace('<!--app-head-->', head).replace('<!--app-body-->', body);
}
