<?php
/*
| The PHP oracle of routelens' tests: runs an app's config/routes.php as CodeIgniter 3 does for one request method
| and prints the route table the router then reads, as JSON pairs [key, value] in the array's order.
|
|   php run.php ROUTES_FILE METHOD [DEFINES_JSON]
|
| As CodeIgniter: BASEPATH and APPPATH are defined, the app's config/constants.php is loaded first, the routes file
| is included inside a function (CI_Router::_set_routing() includes it in a method, so its variables are local),
| and for each entry whose value is an array the request method's entry is taken (keys case-insensitive), or the
| entry is skipped. DEFINES_JSON holds constants (and $_SERVER/$_ENV values) the test decides, as routelens'
| --define does. The Route class is the harness' own (Route.php beside this file), with the library's semantics, or the file
| the environment variable ROUTE_LIBRARY names.
*/

error_reporting(E_ALL & ~E_NOTICE & ~E_WARNING & ~E_DEPRECATED);

$routesFile = realpath($argv[1]);
$method = strtoupper($argv[2]);
$defines = isset($argv[3]) ? json_decode($argv[3], true) : array();

define('BASEPATH', '/nonexistent/system/');
define('APPPATH', dirname(dirname($routesFile)) . '/');
define('FCPATH', dirname(APPPATH) . '/');
// CodeIgniter's index.php runs from its own folder (it changes to it for CLI requests): relative includes start there.
chdir(FCPATH);
foreach ($defines as $name => $value) {
    if (!defined($name)) define($name, $value);
    $_SERVER[$name] = $value;
    $_ENV[$name] = $value;
}
$_SERVER['REQUEST_METHOD'] = $method;

// ROUTE_LIBRARY names another Route.php to run with (an app's own copy of the library, to check routelens on it).
require getenv('ROUTE_LIBRARY') ?: __DIR__ . '/Route.php';
if (file_exists(APPPATH . 'config/constants.php')) include APPPATH . 'config/constants.php';

function routes_of($file)
{
    include $file;
    return isset($route) && is_array($route) ? $route : array();
}

$route = routes_of($routesFile);
$pairs = array();
foreach ($route as $key => $value) {
    if (is_array($value)) {
        $value = array_change_key_case($value, CASE_LOWER);
        if (!isset($value[strtolower($method)])) continue;
        $value = $value[strtolower($method)];
    }
    if ($value instanceof Closure) $value = '⟨callback⟩';
    $pairs[] = array((string) $key, $value);
}
echo json_encode($pairs, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PARTIAL_OUTPUT_ON_ERROR), "\n";
