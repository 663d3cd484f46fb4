import { SYSTEM_SEARCH_MAX } from '@seller-tools/contract';
import { SearchInput } from '../../../components/ui/search-input';

interface SystemSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  /** The width it starts from in its filter row before it grows into what is left. */
  basis: string;
}

/** The search box of a system list's filter row: the server's length limit, growing to fill the row. */
export function SystemSearch({ basis, ...search }: SystemSearchProps) {
  return (
    <div style={{ flex: `1 1 ${basis}` }}>
      <SearchInput {...search} maxLength={SYSTEM_SEARCH_MAX} />
    </div>
  );
}
