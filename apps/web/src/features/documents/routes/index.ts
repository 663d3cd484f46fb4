// The document generator's page (issue 20), loaded as its own chunk.
export { DocumentGeneratorPage } from './document-generator-page';
