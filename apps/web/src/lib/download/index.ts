export { fileNameOf, fileToBase64, saveBlob } from './download-file';
export { downloadDocument } from './stored-document';
