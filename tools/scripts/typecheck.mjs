#!/usr/bin/env node
// Type-checks every project, each file once per environment: the projects whose tsconfig.json
// carry the same compiler options (the browser libs, say) are checked as one TypeScript program
// instead of one program each, which re-checked every lib a project imports. `nx typecheck
// <project>` (one program per project) stays for a single project; the result is the same.
//
// A merged program must not let a project compile thanks to declarations it would not see on its
// own. So, before merging, each project's own program is built (parsed, not checked) and a project
// leaves the merged program for its own when the merged program has a file it lacks that adds
// global declarations (`declare global`, a script with statements) or augments a module it has.
//
// Usage: node tools/scripts/typecheck.mjs [--verbose] [--plan]   (two programs at a time; --plan
// prints which projects share a program, without checking)
import { fork } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { readJson, root } from './lib.mjs';

const verbose = process.argv.includes('--verbose');

/** apps/* and libs/* that have a typecheck target, with their tsconfig.json. */
function projects() {
  const found = [];
  for (const parent of ['apps', 'libs']) {
    for (const name of readdirSync(join(root, parent)).sort()) {
      const dir = `${parent}/${name}`;
      if (!existsSync(join(root, dir, 'project.json'))) continue;
      if (!readJson(`${dir}/project.json`).targets?.typecheck) continue;
      const tsconfig = join(root, dir, 'tsconfig.json');
      if (!existsSync(tsconfig))
        throw new Error(`${dir} has a typecheck target but no tsconfig.json`);
      found.push({ dir, tsconfig });
    }
  }
  return found;
}

function parseConfig(tsconfig) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    { noEmit: true },
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed.errors.length > 0) {
    throw new Error(ts.formatDiagnostics(parsed.errors, formatHost));
  }
  return parsed;
}

/** The options that decide how a file is checked (not where the tsconfig lies). */
function environmentKey(options) {
  const { configFilePath: _path, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

const formatHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** Groups the projects by environment (same compiler options), in project order. */
function environments() {
  const groups = new Map();
  for (const project of projects()) {
    const parsed = parseConfig(project.tsconfig);
    const key = environmentKey(parsed.options);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push({ ...project, parsed });
  }
  return [...groups.values()];
}

/** A compiler host that parses and resolves each file once for all the programs of this process. */
function cachingHost(options) {
  const host = ts.createCompilerHost(options, true);
  const cache = new Map();
  const getSourceFile = host.getSourceFile.bind(host);
  const resolutions = ts.createModuleResolutionCache(root, (fileName) => fileName, options);
  host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts, containing) =>
    literals.map((literal) =>
      ts.resolveModuleName(
        literal.text,
        containingFile,
        opts,
        host,
        resolutions,
        redirected,
        ts.getModeForUsageLocation(containing, literal, opts),
      ),
    );
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    if (!cache.has(key))
      cache.set(key, getSourceFile(fileName, languageVersion, onError, shouldCreate));
    return cache.get(key);
  };
  return host;
}

/**
 * What a file declares beyond its own module: the names it declares in the global scope (every
 * declared name down to interface members, and the names of ambient `declare module 'x'`), and
 * the resolved files of the modules it augments.
 */
function ambientEffects(sourceFile, options, host) {
  const names = new Set();
  const augmented = new Set();
  const declarations = new Set([
    ts.SyntaxKind.VariableDeclaration,
    ts.SyntaxKind.FunctionDeclaration,
    ts.SyntaxKind.ClassDeclaration,
    ts.SyntaxKind.InterfaceDeclaration,
    ts.SyntaxKind.TypeAliasDeclaration,
    ts.SyntaxKind.EnumDeclaration,
    ts.SyntaxKind.EnumMember,
    ts.SyntaxKind.PropertySignature,
    ts.SyntaxKind.MethodSignature,
    ts.SyntaxKind.PropertyDeclaration,
    ts.SyntaxKind.MethodDeclaration,
    ts.SyntaxKind.GetAccessor,
    ts.SyntaxKind.SetAccessor,
  ]);
  const nameOf = (name) => {
    if (!name) return undefined;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
    if (ts.isComputedPropertyName(name) && ts.isPropertyAccessExpression(name.expression))
      return name.expression.name.text;
    return undefined;
  };
  const bodyOf = (module) =>
    module.body && ts.isModuleBlock(module.body) ? module.body.statements : [];
  // Declarations in the global scope: every declared name, down to interface members.
  const collect = (node) => {
    if (ts.isModuleDeclaration(node)) {
      if (ts.isIdentifier(node.name) && node.name.text === 'global') {
        bodyOf(node).forEach(collect);
      } else if (ts.isStringLiteral(node.name)) {
        // An ambient module: its name is global, what it declares is its own.
        names.add(node.name.text);
        findGlobals(bodyOf(node));
      } else {
        names.add(node.name.text);
        ts.forEachChild(node, collect);
      }
      return;
    }
    if (ts.isInterfaceDeclaration(node) && node.members.length === 0 && !node.heritageClauses)
      return; // merges nothing
    if (
      ts.isExpressionStatement(node) ||
      ts.isBlock(node) ||
      ts.isParameter(node) ||
      ts.isTypeParameterDeclaration(node) ||
      ts.isImportDeclaration(node) ||
      ts.isImportEqualsDeclaration(node) ||
      ts.isExportDeclaration(node)
    )
      return;
    if (declarations.has(node.kind)) {
      const name = nameOf(node.name);
      if (name !== undefined) names.add(name);
      if (ts.isVariableDeclaration(node)) return;
    }
    ts.forEachChild(node, collect);
  };
  const findGlobals = (statements) => {
    for (const statement of statements)
      if (
        ts.isModuleDeclaration(statement) &&
        ts.isIdentifier(statement.name) &&
        statement.name.text === 'global'
      )
        collect(statement);
  };
  if (!ts.isExternalModule(sourceFile)) {
    // A script (no import/export): its top-level declarations are global.
    sourceFile.statements.forEach(collect);
    return { names, augmented };
  }
  for (const statement of sourceFile.statements) {
    if (!ts.isModuleDeclaration(statement)) continue;
    if (ts.isStringLiteral(statement.name)) {
      const resolved = ts.resolveModuleName(
        statement.name.text,
        sourceFile.fileName,
        options,
        host,
      ).resolvedModule;
      if (resolved) {
        augmented.add(resolved.resolvedFileName);
        findGlobals(bodyOf(statement));
      } else collect(statement);
    } else if (ts.isIdentifier(statement.name) && statement.name.text === 'global') {
      collect(statement);
    }
  }
  return { names, augmented };
}

/** The identifiers and quoted strings of a project's own (workspace) files in a program. */
function wordsOf(files, host) {
  const words = new Set();
  for (const fileName of files) {
    if (fileName.includes('/node_modules/') || !fileName.startsWith(root)) continue;
    const text = host.readFile(fileName) ?? '';
    for (const match of text.matchAll(/[A-Za-z_$][\w$]*|'([^'\n]*)'|"([^"\n]*)"/g))
      words.add(match[1] ?? match[2] ?? match[0]);
  }
  return words;
}

/**
 * Splits a group of projects with the same options into programs: one merged program, and one
 * of its own for each project the merged program would hand declarations it lacks.
 */
function planPrograms(group) {
  const options = group[0].parsed.options;
  const host = cachingHost(options);
  if (group.length === 1) return { host, programs: [{ members: group }] };
  const own = new Map(
    group.map((project) => {
      const program = ts.createProgram({ rootNames: project.parsed.fileNames, options, host });
      return [project, new Set(program.getSourceFiles().map((file) => file.fileName))];
    }),
  );
  const merged = ts.createProgram({
    rootNames: group.flatMap((project) => project.parsed.fileNames),
    options,
    host,
  });
  const effects = new Map(
    merged.getSourceFiles().map((file) => [file.fileName, ambientEffects(file, options, host)]),
  );
  const alone = [];
  const together = [];
  for (const project of group) {
    const files = own.get(project);
    const words = wordsOf(files, host);
    const gains = [...effects].filter(
      ([fileName, { names, augmented }]) =>
        !files.has(fileName) &&
        ([...augmented].some((target) => files.has(target)) ||
          [...names].some((name) => words.has(name))),
    );
    if (gains.length === 0) {
      together.push(project);
    } else {
      alone.push(project);
      console.log(
        `  ${project.dir}: on its own (the others bring ${gains
          .map(([fileName, { names }]) => {
            const used = [...names].filter((name) => words.has(name)).slice(0, 5);
            return `${relative(root, fileName)}${used.length ? ` [${used.join(', ')}]` : ''}`;
          })
          .join(', ')})`,
      );
    }
  }
  // Whoever goes alone takes nothing from the others; re-plan the rest, which may now merge.
  if (alone.length > 0 && together.length > 1) {
    const rest = planPrograms(together);
    return {
      host,
      programs: [...rest.programs, ...alone.map((project) => ({ members: [project] }))],
    };
  }
  return {
    host,
    programs: [
      ...(together.length > 0 ? [{ members: together }] : []),
      ...alone.map((project) => ({ members: [project] })),
    ],
  };
}

/** Checks one program; prints its diagnostics; returns how many errors it had. */
function check(members, host) {
  const options = members[0].parsed.options;
  const program = ts.createProgram({
    rootNames: members.flatMap((project) => project.parsed.fileNames),
    options,
    host,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) {
    const format = process.stdout.isTTY
      ? ts.formatDiagnosticsWithColorAndContext
      : ts.formatDiagnostics;
    process.stdout.write(format(diagnostics, formatHost));
  }
  return diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
}

/** Worker: plans and checks the environment with the given index; exit code 1 on errors. */
function runEnvironment(index) {
  const started = Date.now();
  const group = environments()[index];
  const { host, programs } = planPrograms(group);
  if (process.argv.includes('--plan')) {
    for (const { members } of programs)
      console.log(`  program: ${members.map((project) => project.dir).join(', ')}`);
    process.exit(0);
  }
  let errors = 0;
  for (const { members } of programs) {
    const programStarted = Date.now();
    errors += check(members, host);
    console.log(
      `  checked ${members.map((project) => project.dir).join(', ')} as one program ` +
        `(${((Date.now() - programStarted) / 1000).toFixed(1)} s)`,
    );
  }
  if (verbose)
    console.log(`  environment ${index}: ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
  process.exit(errors > 0 ? 1 : 0);
}

function main() {
  const groups = environments();
  // The biggest environments first, two at a time (CI has two cores).
  const queue = groups
    .map((group, index) => ({
      index,
      size: group.reduce((sum, project) => sum + project.parsed.fileNames.length, 0),
    }))
    .sort((a, b) => b.size - a.size);
  let failed = false;
  let running = 0;
  const next = () => {
    const item = queue.shift();
    if (!item) {
      if (running === 0) {
        if (failed) console.error('\n✖ Type errors (above).');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    running += 1;
    const child = fork(
      import.meta.filename,
      ['--environment', String(item.index), ...process.argv.slice(2)],
      {
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) => {
      running -= 1;
      if (code !== 0) failed = true;
      next();
    });
  };
  next();
  next();
}

const environmentArg = process.argv.indexOf('--environment');
if (environmentArg >= 0) runEnvironment(Number(process.argv[environmentArg + 1]));
else main();
