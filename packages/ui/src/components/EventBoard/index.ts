export { BOARD_EMPTY_MESSAGE, type BoardEvent, EventBoard, type EventBoardProps } from './EventBoard.tsx';
