import { defineDiagnostic } from './definition';
import { protectedFix } from './exposure-fixes';

export const inheritedPublicMethod = defineDiagnostic({
  code: 'inherited-public-method',
  severity: 'warning',
  docs: {
    what: 'exposure: a public method declared in a base class (`core/MY_Controller`, a `Base_Controller`) is an action of every controller that extends it',
    why: 'each of those controllers answers its automatic URL (`/users/autoload_classes`): a helper becomes a page everywhere at once',
    fix: 'make it protected (quick fix), or start its name with `_`',
  },
  message: (method: string, count: number, controllers: string, url: string) =>
    `${method} is public in a base class: it is an action of ${count === 1 ? 'the controller' : `${count} controllers`} that extend${count === 1 ? 's' : ''} it (${controllers}), e.g. ${url}. Make it protected, or start its name with _.`,
  /** PHP: the method becomes protected. */
  fix: (context) => protectedFix(context, true),
  examples: [
    {
      files: {
        'application/config/routes.php': "<?php\n$route['default_controller'] = 'welcome';\n",
        'application/core/MY_Controller.php': '<?php\nclass MY_Controller extends CI_Controller\n{\n    public function load_helpers()\n    {\n    }\n}\n',
        'application/controllers/Welcome.php': '<?php\nclass Welcome extends MY_Controller\n{\n    public function index()\n    {\n    }\n}\n',
      },
      in: 'application/core/MY_Controller.php',
      at: 'load_helpers',
      fixed: {
        'application/core/MY_Controller.php': '<?php\nclass MY_Controller extends CI_Controller\n{\n    protected function load_helpers()\n    {\n    }\n}\n',
      },
    },
  ],
});
