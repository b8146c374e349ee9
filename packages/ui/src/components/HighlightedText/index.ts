export { HighlightedText, type HighlightedTextProps } from './HighlightedText.tsx';
