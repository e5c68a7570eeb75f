// A small CodeIgniter 3 app that the exposure diagnostics' examples start from.

const CONTROLLER = (name: string, methods: string) => `<?php\nclass ${name} extends CI_Controller\n{\n${methods}}\n`;
const METHOD = (name: string, params = '') => `    public function ${name}(${params})\n    {\n    }\n`;

/** `routes` (the lines after `<?php`), controllers by class name (their methods' text). */
export function ci3App(routes: string, controllers: Readonly<Record<string, string>>): Record<string, string> {
  const files: Record<string, string> = {
    'application/config/routes.php': `<?php\n$route['default_controller'] = 'welcome';\n$route['404_override'] = 'errors/missing';\n${routes}`,
  };
  files['application/controllers/Welcome.php'] = CONTROLLER('Welcome', METHOD('index'));
  files['application/controllers/Errors.php'] = CONTROLLER('Errors', METHOD('missing'));
  for (const [name, methods] of Object.entries(controllers)) files[`application/controllers/${name}.php`] = CONTROLLER(name, methods);
  return files;
}

export { METHOD };
