export { ConnectMarketplaceModal } from '../../../lib/amazon-connect';
