const { describeMissing, missingSharedExports } = require('./share-surface.cjs');

/** A host as its build describes it: @portal/ui's second major without Container, React whole (CommonJS). */
const host = {
  provides: {
    '@portal/ui/v2': { version: '2.0.0', exports: ['Box', 'Button', 'Page'] },
    '@portal/ui/lists': { version: '1.0.0', exports: ['ListTable', 'useListQuery'] },
    react: { version: '19.3.1', exports: null },
  },
};

test('names each export a remote consumes that the host does not provide', () => {
  const remote = { consumes: { '@portal/ui/v2': { exports: ['Box', 'Container'] }, '@portal/ui/lists': { exports: ['useListQuery'] } } };
  expect(describeMissing(missingSharedExports(host, remote))).toEqual(['the host does not provide Container of @portal/ui/v2']);
});

test('names a share key the host does not provide at all', () => {
  const remote = { consumes: { '@portal/ui/v3': { exports: ['Box'] } } };
  expect(describeMissing(missingSharedExports(host, remote))).toEqual(['the host does not provide @portal/ui/v3']);
});

test('finds nothing missing when the host provides every consumed name, or a module whose exports cannot be listed', () => {
  const remote = { consumes: { '@portal/ui/v2': { exports: ['Button', 'Page'] }, react: { exports: ['useState'] } } };
  expect(missingSharedExports(host, remote)).toEqual([]);
});
