import { describe, expect, it } from 'vitest';
import { CLIENT_CONFIG } from '../../test/fixtures/client-config.ts';
import { jsonForScript, renderShell } from './shell.ts';

const template =
  '<html><head><!--app-head--></head><body><!--app-body--><div id="root"><!--app-html--></div></body></html>';

describe('renderShell', () => {
  it('renders the CSRF meta tag, the client config and an empty user field for visitors', () => {
    const html = renderShell(template, { csrfToken: 'tok"en', config: CLIENT_CONFIG, user: null });
    expect(html).toContain('<meta name="csrf-token" content="tok&quot;en">');
    expect(html).toContain('<script type="application/json" id="conf-config">{"landingYear":2026');
    expect(html).toContain('id="current-user" name="current-user" value="" data-uid="" data-roles=""');
  });

  it('links the web app manifest and sets the theme colour of the landing year', () => {
    const festival = { ...CLIENT_CONFIG, theme: 'festival' as const };
    const html = renderShell(template, { csrfToken: 't', config: festival, user: null });
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain('<meta name="theme-color" content="#4a1038">');
  });

  it('carries the signed-in user uid and roles', () => {
    const html = renderShell(template, {
      csrfToken: 't',
      config: CLIENT_CONFIG,
      user: { uid: 'u-1', roles: ['attendee', 'staff'] },
    });
    expect(html).toContain('data-uid="u-1" data-roles="attendee,staff"');
  });

  it('puts the rendered page in place: head tags, the HTML in #root, the router state as JSON', () => {
    const html = renderShell(
      template,
      { csrfToken: 't', config: CLIENT_CONFIG, user: null },
      {
        head: '<title>A · B</title>',
        html: '<main>Costs $& and $1</main>',
        hydration: { loaderData: { x: '</script>' } },
      },
    );
    expect(html).toContain('<head><title>A · B</title><meta name="csrf-token" content="t">');
    expect(html).toContain('<div id="root"><main>Costs $& and $1</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="router-state">{"loaderData":{"x":"\\u003c/script\\u003e"}}</script>',
    );
  });

  it('leaves #root empty and writes no router state without a rendered page', () => {
    const html = renderShell(template, { csrfToken: 't', config: CLIENT_CONFIG, user: null });
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('router-state');
  });

  it('refuses a template without placeholders', () => {
    expect(() => renderShell('<html></html>', { csrfToken: 't', config: CLIENT_CONFIG, user: null })).toThrow(
      /placeholder/,
    );
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element or break on line separators', () => {
    const text = jsonForScript({ s: '</script><!-- \u2028 & >' });
    expect(text).not.toMatch(/<|>|\u2028/);
    expect(JSON.parse(text)).toEqual({ s: '</script><!-- \u2028 & >' });
  });
});
