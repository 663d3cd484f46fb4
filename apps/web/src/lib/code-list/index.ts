export {
  displayableCodes,
  fetchCodeList,
  useEmailDomains,
  useMarketplaces,
  useRegions,
} from './code-list';
