export { contributorTypeHref, TypeTag, type TypeTagProps } from './TypeTag.tsx';
