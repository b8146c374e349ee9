export { ProfessionalConnections, type ProfessionalConnectionsProps } from './ProfessionalConnections.tsx';
