export {
  INTERESTED_DEFAULT_TITLE,
  INTERESTED_ERROR_MESSAGE,
  InterestedWidget,
  type InterestedWidgetProps,
} from './InterestedWidget.tsx';
export {
  canViewAll,
  type InterestedEntry,
  type InterestedResponse,
  type InterestedUser,
  interestedEntries,
  interestedName,
  othersCount,
  shuffleRandomly,
  visibleEntries,
} from './interested.ts';
