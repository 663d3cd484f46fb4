export { fileNameOf, saveBlob } from './download-file';
