export { Link, LinkButton, type LinkButtonProps, type LinkProps } from './Link.tsx';
export { UIRouterProvider } from './UIRouterProvider.tsx';
