/**
 * One webpack + Module Federation configuration for the shell and every remote.
 * A remote's webpack.config.cjs is one call: createConfig({ dir: __dirname, name: 'mfe_admin', exposes: { './spa': './src/spa.tsx' } }).
 * Notes from ../shared/research/mfe-stack.md: webpack is pinned to 5.111.1 (5.112 breaks MF 2.9.2);
 * swc-loader + the swc minifier; `[contenthash]` only in chunk names; publicPath 'auto'.
 * A production build writes a Brotli and a gzip copy beside every script and stylesheet; the
 * server sends the one the browser accepts (ADR 0013).
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { CONTAINER_FEDERATION, RUNTIME_CORE_PROVIDER, SHARE_KEYS, sharedConfig } = require('./shared.cjs');

const ROOT = path.resolve(__dirname, '../..');
/** The embedded server the development server proxies the API to. */
const API_SERVER = process.env.EMR_API_SERVER ?? 'http://localhost:8080';

/**
 * `x.js` → `x.js.br` and `x.js.gz`, whenever the copy is smaller (every script and stylesheet in practice),
 * at the smallest size; `EMR_BUILD_COMPRESSION=fast` (npm test's build) trades size for time (Brotli 5,
 * gzip 6: the same files served the same way, a little larger). The benchmarks measure the production setting.
 */
const FAST = process.env.EMR_BUILD_COMPRESSION === 'fast';
const compressedCopies = () =>
  [
    { algorithm: 'brotliCompress', filename: '[path][base].br', compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: FAST ? 5 : 11 } } },
    { algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: FAST ? 6 : 9 } },
  ].map((options) => new CompressionPlugin({ ...options, test: /\.(js|css)$/, threshold: 0, minRatio: 1 }));

/**
 * The server's outputs name its own public origin (never the Host a request came with); the
 * development server is another origin, so it hands the browser the outputs with its own.
 */
async function outputsForDevServer(req, res) {
  try {
    const text = await (await globalThis.fetch(`${API_SERVER}/amplify_outputs.json`)).text();
    const serverOrigin = new URL(JSON.parse(text).custom.emr.user_pool_endpoint).origin;
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(text.replaceAll(serverOrigin, `http://${req.headers.host}`));
  } catch (error) {
    res.statusCode = 502;
    res.end(`Start the API server on ${API_SERVER} first (npm run serve): ${error.message}`);
  }
}

/**
 * The module MF's federation entry imports its per-container runtime from, resolved as MF resolves
 * it (from @module-federation/runtime-tools): a production remote's build takes it from the shell.
 */
const BUNDLER_RUNTIME = require.resolve('@module-federation/webpack-bundler-runtime/bundler', {
  paths: [path.dirname(require.resolve('@module-federation/runtime-tools/package.json'))],
});

/**
 * The shell's build fails unless its manifest lists every share key with a version: a production
 * remote has no copy of its own to fall back on (shared.cjs). It catches a key sharedConfig skipped
 * (no version found for its package) and a change that stops the shell providing one.
 */
const shellProvidesShared = {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ShellProvidesShared', (compilation) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(compilation.outputOptions.path, 'mf-manifest.json'), 'utf8'));
      const provided = new Set(manifest.shared.filter((entry) => entry.version).map((entry) => entry.name));
      const missing = SHARE_KEYS.filter((key) => !provided.has(key));
      if (missing.length) {
        const message = `the shell does not provide ${missing.join(', ')} (with a version), which the production remotes take from it alone (tooling/webpack/shared.cjs)`;
        compilation.errors.push(new compiler.webpack.WebpackError(message));
      }
    });
  },
};

function versionsOfWorkspace() {
  const versions = {};
  for (const dir of ['shared-ui', 'domain']) {
    const pkg = require(path.join(ROOT, dir, 'package.json'));
    versions[pkg.name] = pkg.version;
  }
  return versions;
}

/**
 * @param {{ dir: string, name: string, exposes?: Record<string, string>, isHost?: boolean, port?: number, outputPath?: string }} options
 */
function createConfig({ dir, name, exposes = {}, isHost = false, port = 3000, outputPath }) {
  const pkg = require(path.join(dir, 'package.json'));
  return (_env, argv) => {
    const production = (argv.mode ?? 'production') === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/main.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath ?? path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // a production remote's MF runtime for its container is made by the shell's (as for the core below)
        ...(production && !isHost ? { alias: { [BUNDLER_RUNTIME]: CONTAINER_FEDERATION } } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic' } },
                target: 'es2022',
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(woff2?|svg|png)$/, type: 'asset/resource' },
          { test: /\.json$/, type: 'json' },
        ],
      },
      optimization: {
        // small modules used by several lazy chunks (Fluent's keyborg, tabster parts, icons' base)
        // go to a chunk of their own instead of being copied into each: webpack's default 20 KB
        // floor copied ~20 KB gzip into the signed-in chunks
        splitChunks: { chunks: 'async', minSize: 1000, maxAsyncRequests: 100 },
        // the swc minifier: terser spends ~10 s per app on Fluent and Amplify code
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }), '...'],
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/cognito', '/graphql', '/files', '/modules.json'], target: API_SERVER }],
        setupMiddlewares: (middlewares) => [{ name: 'amplify-outputs', path: '/amplify_outputs.json', middleware: outputsForDevServer }, ...middlewares],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // the shell provides every shared module; a production remote always runs under the shell
          // (as for the runtime below) and carries no copy of them
          shared: sharedConfig(pkg, versionsOfWorkspace(), { dir, host: isHost, fromShell: production && !isHost, production }),
          dts: false,
          manifest: true,
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          experiments: {
            // only what a browser needs of the MF runtime: a remote loads no other remote and reads no
            // manifest snapshot (the host does both), so its remoteEntry.js drops that code
            optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) },
            // one copy of the MF runtime on the page: the shell's (shared/provideRuntimeCore.mjs hands
            // over its core, and the container runtime through the alias above), so a remote's
            // remoteEntry.js is ~42 KB minified lighter. A development build keeps its own, so a
            // remote still runs standalone (npm run dev -w <remote>).
            ...(production && !isHost ? { externalRuntime: true } : {}),
          },
          ...(isHost ? { runtimePlugins: [RUNTIME_CORE_PROVIDER] } : {}),
        }),
        ...(isHost && production ? [shellProvidesShared] : []),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
        new HtmlWebpackPlugin({ template: path.join(dir, 'index.html'), publicPath: isHost ? '/' : 'auto' }),
        ...(production ? compressedCopies() : []),
      ],
    };
  };
}

module.exports = { createConfig };
