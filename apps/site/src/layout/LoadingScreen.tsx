import { Container } from '@conf/ui';

/** Shown while the first page's data loads (react-router's hydrate fallback), before the frame exists. */
export function LoadingScreen() {
  return (
    <main className="site-loading">
      <Container>
        <p role="status">Loading…</p>
      </Container>
    </main>
  );
}
