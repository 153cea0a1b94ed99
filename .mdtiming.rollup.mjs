import typescript from '@rollup/plugin-typescript';
export default {
  input: '/work/main/src/build/markdown/index.ts',
  output: { file: '/tmp/mdtiming/markdown.mjs', format: 'es' },
  external: (id) => /^[@a-z]/i.test(id) && !id.startsWith('/'),
  plugins: [typescript({ tsconfig: '/work/main/tsconfig.json', include: ['/work/main/src/**/*'], noEmitOnError: false, outputToFilesystem: false })],
};
