import { defineDiagnostic } from './definition';

export const placeholderMangled = defineDiagnostic({
  code: 'placeholder-mangled',
  severity: 'warning',
  docs: {
    what: 'CodeIgniter 4 replaces placeholders one after the other, case-insensitively, in the order they were added: an earlier one whose name begins this one’s (`:num` in `(:numeric)`) replaces part of it first',
    why: 'the key becomes another pattern (`([0-9]+eric)`), so the URIs meant for it do not match',
    fix: 'rename the placeholder so that no earlier one’s name is at its start (`(:decimal)`), or write the pattern itself',
  },
  message: (placeholder: string, by: string, key: string) =>
    `The placeholder '(:${placeholder})' is replaced in part by the earlier '(:${by})': the route's key becomes '${key}'.`,
  examples: [
    {
      files: { 'app/Config/Routes.php': "<?php\n$routes->addPlaceholder('numeric', '[0-9.]+');\n$routes->get('price/(:numeric)', 'Items::price/$1');\n" },
      at: "$routes->get('price",
    },
  ],
});
