// Storage can throw (private mode, quota, disabled cookies); a failed read or write must not break the app.

export function readItem(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(storage: Storage, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply is not persisted.
  }
}

export function removeItem(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Ignored for the same reason as writeItem.
  }
}

export function clearStorage(storage: Storage): void {
  try {
    storage.clear();
  } catch {
    // Ignored for the same reason as writeItem.
  }
}

export function readJson<T>(storage: Storage, key: string): T | null {
  const raw = readItem(storage, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
