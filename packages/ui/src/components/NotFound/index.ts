export {
  type HeadingLevel,
  NOT_FOUND_MESSAGE,
  NotFound,
  type NotFoundProps,
  supportMailtoHref,
} from './NotFound.tsx';
