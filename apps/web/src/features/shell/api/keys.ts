import type { TBoardType } from '@seller-tools/contract';

/** Query keys of the shell's own reads (the store reads are in channels.ts, on the stores root). */
export const shellKeys = {
  board: (type: TBoardType) => ['board', type] as const,
  boardUnseen: (type: TBoardType) => ['board', type, 'unseen'] as const,
  userConfig: (name: string) => ['user-config', name] as const,
};
