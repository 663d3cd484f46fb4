export { fileNameOf, fileToBase64, saveBlob } from './download-file';
