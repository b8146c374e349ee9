import { yearPath } from '@conf/core';
import { Container } from '@conf/ui';
import { Link, NavLink } from 'react-router-dom';
import { useRouteYear } from '../routeYear.ts';
import { useProgramme, useSite } from '../site.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';

/**
 * The banner: the conference name (home link), the navigation, and the account corner (the user
 * menu for signed-in users, "Log in" for visitors). The primary navigation menu (`PrimaryNav.tsx`)
 * has its own slot, marked below, apart from the account corner.
 *
 * One row at every width (site.css): the quick links ("Main") show from 1024px only; narrower
 * windows reach the same pages through the Menu, which lists every one of them. On phones the
 * account button shows an icon, its name still the person's name.
 *
 * On another year's address (`/2019/…`) the name, Schedule, Speakers and Search stay in that
 * year's programme; Favorites are the landing year's.
 */
export function SiteHeader() {
  const { config, user } = useSite();
  const year = config.landingYear;
  const { linkYear } = useRouteYear();
  const programme = useProgramme();
  const items = [
    { to: yearPath(linkYear, '/search/event'), label: 'Schedule' },
    { to: yearPath(linkYear ?? year, '/speakers'), label: 'Speakers' },
    user
      ? { to: yearPath(year, '/favorites/event'), label: 'Favorites' }
      : { to: yearPath(linkYear, '/search'), label: 'Search' },
  ];
  return (
    <Container size="wide" className="site-header">
      <Link to={linkYear === undefined ? '/' : `/${linkYear}`} className="site-brand">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
        <span>{programme.name}</span>
      </Link>
      <nav aria-label="Main" className="site-nav">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Primary navigation slot (PrimaryNav.tsx) */}
      <PrimaryNav />
      <div className="site-header-account">
        <AccountMenu />
      </div>
    </Container>
  );
}
