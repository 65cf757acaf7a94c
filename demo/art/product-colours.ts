/**
 * The colours of each demo product's drawn picture, by product number. Art, not content: a
 * product row has no colour, so the pack (demo/packs/en.json) cannot carry them; a product not
 * listed here is drawn in colours chosen from its number (draw-art.ts).
 */
export const PRODUCT_COLOURS: Record<number, [string, string]> = {
  1: ['#8c2f1b', '#f2c14e'],
  2: ['#e07a5f', '#3d405b'],
  3: ['#5b6770', '#d9d4c7'],
  4: ['#1d3557', '#e63946'],
  5: ['#2a9d8f', '#264653'],
  6: ['#6a994e', '#f2e8cf'],
  7: ['#f4a261', '#2b2d42'],
  8: ['#ffb703', '#219ebc'],
  9: ['#e76f51', '#f1faee'],
  10: ['#adb5bd', '#343a40'],
  11: ['#6d597a', '#eaac8b'],
  12: ['#ffafcc', '#5e548e'],
  13: ['#ced4da', '#495057'],
  14: ['#b08968', '#7f5539'],
  15: ['#43aa8b', '#f9c74f'],
  16: ['#f8f9fa', '#4ea8de'],
  17: ['#90be6d', '#577590'],
  18: ['#274c77', '#a3cef1'],
  19: ['#e9c46a', '#9c6644'],
  20: ['#d62828', '#003049'],
  21: ['#80b918', '#ffd60a'],
  22: ['#f8f9fa', '#6c757d'],
  23: ['#0077b6', '#90e0ef'],
  24: ['#f77f00', '#fcbf49'],
  25: ['#00b4d8', '#caf0f8'],
  26: ['#ff7b00', '#3a0ca3'],
  27: ['#a7c957', '#6a994e'],
  28: ['#bc6c25', '#dda15e'],
  29: ['#c1121f', '#fdf0d5'],
  30: ['#bc4749', '#f4a259'],
  31: ['#2d6a4f', '#d8f3dc'],
  32: ['#ffb4a2', '#6d6875'],
};
