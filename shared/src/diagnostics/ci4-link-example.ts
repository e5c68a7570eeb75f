// A small CodeIgniter 4 app that the link diagnostics' examples start from: routes, a controller, and a view.

export function ci4LinkApp(routes: string, view: string): Record<string, string> {
  return {
    'app/Config/Routes.php': `<?php\n${routes}`,
    'app/Controllers/Blog.php':
      '<?php\nnamespace App\\Controllers;\nuse CodeIgniter\\Controller;\nclass Blog extends Controller\n{\n    public function index()\n    {\n    }\n    public function show($id)\n    {\n    }\n}\n',
    'app/Views/blog.php': view,
  };
}
