// Word lists (report columns, name parts) as text: the formatter would spread an array of literals over
// one line each.
export const words = (text: string): string[] => text.trim().split(/\s+/);
