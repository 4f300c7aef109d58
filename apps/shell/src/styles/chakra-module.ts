/** The path of one of Chakra's styled-system modules (`file`, e.g. `system.js`) as a module id. */
export function chakraStyledSystemModule(file: string): RegExp {
  const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    String.raw`[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]` + `${escaped}$`,
  );
}
