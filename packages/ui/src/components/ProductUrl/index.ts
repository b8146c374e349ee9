export {
  ProductUrlProvider,
  type ProductUrlProviderProps,
  useProductBaseUrl,
  useProductUrl,
} from './ProductUrl.tsx';
export { productUrl } from './productUrl.ts';
