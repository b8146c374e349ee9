export { Container, type ContainerProps, type ContainerSize } from './Container.tsx';
