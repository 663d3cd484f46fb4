// The fetch mock and code-list fixtures moved down to src/test (the public site's tests use them too).
export * from '../../../test/mock-api';
