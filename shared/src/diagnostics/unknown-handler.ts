import { defineDiagnostic } from './definition';

export const unknownHandler = defineDiagnostic({
  code: 'unknown-handler',
  severity: 'warning',
  docs: {
    what: "CodeIgniter 4: a route's handler names a class of the app that its autoloader finds in no file, or a method the class (and the app's classes it extends) does not have as a public method",
    why: 'the route matches, then CodeIgniter answers 404 (`Controller or its method is not found`)',
    fix: 'fix the handler (namespace, class, method), or add the controller or the method',
  },
  message: {
    noClass: (handler: string, cls: string, file: string, caseOf?: string) =>
      caseOf
        ? `The handler '${handler}' names the class ${cls}, which CodeIgniter 4 cannot load on a case-sensitive file system (Linux): there is no ${file}, only ${caseOf}.`
        : `The handler '${handler}' names the class ${cls}, which CodeIgniter 4 cannot load: there is no ${file}.`,
    noMethod: (handler: string, cls: string, file: string, method: string) =>
      `The handler '${handler}' names ${cls}::${method}(), but ${file} has no public method '${method}' (nor its traits or the classes it extends).`,
  },
  examples: [
    {
      files: {
        'app/Config/Routes.php': "<?php\n$routes->get('shop', 'Shop::index');\n$routes->get('about', 'Pages::about');\n",
        'app/Controllers/Pages.php': '<?php\nnamespace App\\Controllers;\nclass Pages extends BaseController\n{\n    public function view() {}\n}\n',
        'app/Controllers/BaseController.php':
          '<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\Controller;\nabstract class BaseController extends Controller\n{\n}\n',
      },
      at: "$routes->get('shop'",
    },
  ],
});
