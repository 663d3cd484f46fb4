export { fileNameOf, fileToBase64, saveBlob } from './download-file';
export { downloadDocument, saveFileFrom } from './stored-document';
