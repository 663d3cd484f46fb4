export { MoneyInput } from '../../../components/ui/money-input';
