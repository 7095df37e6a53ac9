/**
 * One webpack + Module Federation configuration for the shell and every remote.
 * A remote's webpack.config.cjs is one call: createConfig({ dir: __dirname, name: 'mfe_admin', exposes: { './spa': './src/spa.tsx' } }).
 * Notes from ../shared/research/mfe-stack.md: webpack is pinned to 5.111.1 (5.112 breaks MF 2.9.2);
 * swc-loader + the swc minifier; `[contenthash]` only in chunk names; publicPath 'auto'.
 */
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { sharedConfig } = require('./shared.cjs');

const ROOT = path.resolve(__dirname, '../..');

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
        proxy: [{ context: ['/cognito', '/graphql', '/files', '/amplify_outputs.json', '/modules.json'], target: 'http://localhost:8080' }],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedConfig(pkg, versionsOfWorkspace()),
          dts: false,
          manifest: true,
          ...(isHost ? { shareStrategy: 'loaded-first' } : {}),
          // only what a browser needs of the MF runtime: a remote loads no other remote and reads no
          // manifest snapshot (the host does both), so its remoteEntry.js drops that code
          experiments: { optimization: { target: 'web', ...(isHost ? {} : { disableRemote: true, disableSnapshot: true }) } },
        }),
        new MiniCssExtractPlugin({ filename: '[name].css', chunkFilename: '[name].[contenthash:10].css' }),
        new HtmlWebpackPlugin({ template: path.join(dir, 'index.html'), publicPath: isHost ? '/' : 'auto' }),
      ],
    };
  };
}

module.exports = { createConfig };
