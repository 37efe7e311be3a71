import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { singlePathIcon } from './singlePathIcon.mjs';

const PREFIX = '\0react-icon:';
const ICON_SET = /[\\/]react-icons[\\/](?!lib[\\/])\w+[\\/]index\.mjs$/;

/**
 * A build plugin that gives every react-icons icon a module of its own. Each icon set (react-icons/lu, …) is one
 * ~1 MB module, and a bundler keeps a module in one chunk: every icon used anywhere (admin pages included) ended up
 * in the first download of `/`. With one module per icon, each chunk carries only the icons it renders; and each icon
 * is drawn as one path where it can be (singlePathIcon.mjs).
 *
 * @returns {import('vite').Plugin}
 */
export const reactIconModules = () => {
  /** @type {Map<string, string>} */
  const sources = new Map();
  /** @param {string} file */
  const read = (file) => {
    let source = sources.get(file);
    if (source === undefined) {
      source = readFileSync(file, 'utf8');
      sources.set(file, source);
    }
    return source;
  };
  return {
    name: 'react-icon-modules',
    resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
    load(id) {
      if (ICON_SET.test(id) && !id.startsWith(PREFIX)) {
        // The set becomes a list of re-exports, one module per icon.
        const names = [...read(id).matchAll(/^export function (\w+) /gm)].map((match) => match[1]);
        return names
          .map((name) => `export { ${name} } from ${JSON.stringify(`${PREFIX}${id}#${name}`)};`)
          .join('\n');
      }
      if (!id.startsWith(PREFIX)) return null;
      const [file = '', name = ''] = id.slice(PREFIX.length).split('#');
      const source = read(file);
      const start = source.indexOf(`export function ${name} (`);
      const end = source.indexOf('\n};', start);
      if (start < 0 || end < 0) throw new Error(`react-icon-modules: no ${name} in ${file}`);
      const genIcon = JSON.stringify(join(dirname(dirname(file)), 'lib/index.mjs'));
      const icon = source
        .slice(start, end + 3)
        .replace(
          /GenIcon\((\{.*\})\)\(props\)/s,
          (_, tree) => `GenIcon(${JSON.stringify(singlePathIcon(JSON.parse(tree)))})(props)`,
        );
      return `import { GenIcon } from ${genIcon};\n${icon}\n`;
    },
  };
};
