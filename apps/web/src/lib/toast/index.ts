export { hideToast, showToast, type TToastKind, type TToastOptions } from './toast';
