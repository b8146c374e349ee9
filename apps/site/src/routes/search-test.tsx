import { Container } from '@conf/ui';
import { usePageTitle } from '../layout/usePageTitle.ts';

/** `/{year}/search/test`: the placeholder page the spec defines, showing Hello. */
export function SearchTestScreen() {
  usePageTitle('Hello');
  return (
    <Container size="narrow" className="site-planned">
      <h1>Hello</h1>
    </Container>
  );
}

export { SearchTestScreen as Component };
