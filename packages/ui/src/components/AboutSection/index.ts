export { AboutSection, type AboutSectionProps } from './AboutSection.tsx';
