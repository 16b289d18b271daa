// TEMPORARY placeholder by the lead so the API compiles; helper-1 replaces this file with the real renderer.
export function renderPackShot(input: { name: string }, view: 1 | 2 | 3): string {
  const esc = input.name.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><text x="20" y="200">${esc} ${view}</text></svg>`;
}
