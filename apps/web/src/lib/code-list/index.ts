export {
  codeListKeys,
  displayableCodes,
  fetchCodeList,
  useEmailDomains,
  useMarketplaces,
  useRegions,
} from './code-list';
