// The embed sign-in popup's script (apps/server/src/embed/sign-in-page.ts): Allow makes a favorites
// token and posts it to the embedding site's window, with that site's origin as the only target;
// Cancel tells the site and closes. Plain script: the page has no framework and no inline script.
(() => {
  const config = JSON.parse(document.getElementById('embed-config')?.textContent ?? '{}');
  const status = document.getElementById('embed-status');
  const allow = document.getElementById('embed-allow');
  const cancel = document.getElementById('embed-cancel');
  if (!status || !(allow instanceof HTMLButtonElement) || !(cancel instanceof HTMLButtonElement)) return;
  const say = (text) => {
    status.textContent = text;
  };
  const post = (message) => window.opener?.postMessage(message, config.origin);

  if (!window.opener) {
    allow.disabled = true;
    say(`This window is no longer connected to ${config.origin}: close it and sign in again from there.`);
  }

  allow.addEventListener('click', async () => {
    allow.disabled = true;
    say('Signing in…');
    try {
      const response = await fetch(config.endpoint, {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-csrf-token': config.csrfToken,
        },
        body: JSON.stringify({ origin: config.origin }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) {
        say(body.message ?? `Could not sign in (${response.status}): try again.`);
        allow.disabled = false;
        return;
      }
      post({
        type: 'conf:embed-token',
        token: body.token,
        scope: body.scope,
        expires_at: body.expires_at,
      });
      say(`You are signed in on ${config.origin}. This window closes now.`);
      window.close();
    } catch {
      say('The network failed: try again.');
      allow.disabled = false;
    }
  });

  cancel.addEventListener('click', () => {
    post({ type: 'conf:embed-cancel' });
    window.close();
  });
})();
