export { ContentSection, type ContentSectionProps } from './ContentSection.tsx';
