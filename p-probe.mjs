import { createSystem, defaultBaseConfig, defaultConfig } from '@chakra-ui/react';
const cfg = { theme: { tokens: defaultConfig.theme.tokens, semanticTokens: defaultConfig.theme.semanticTokens, breakpoints: defaultConfig.theme.breakpoints, textStyles: defaultConfig.theme.textStyles, layerStyles: defaultConfig.theme.layerStyles, animationStyles: defaultConfig.theme.animationStyles, keyframes: defaultConfig.theme.keyframes } };
for (let i = 0; i < 5; i++) createSystem(defaultBaseConfig, cfg);
const t0 = performance.now();
let s; for (let i = 0; i < 20; i++) s = createSystem(defaultBaseConfig, cfg);
console.log('createSystem ms', (performance.now() - t0) / 20, s.tokens.allTokens.length);
