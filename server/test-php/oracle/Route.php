<?php
/*
| The Route library for the oracle (run.php), with the behaviour of Bonfire's released library that routelens
| follows for PHP apps. Each request method is a run of its own: a verb route is created only in a run of its
| method. There is one prefix, not a stack: prefix() sets it for its callback and clears it afterwards. A nested
| handler runs only when no other is open (depth 0); the routes inside get the parent's path (with the prefix in
| force then) and the prefix again; each route created steps the depth down, so the first route inside a handler
| cannot open another, and a handler that runs clears the nested text when it ends. resources() shifts its `$n`
| when a handler is open. block() blocks each argument as PHP text (an array is 'Array'). Names are kept per run.
| map() fills `{default_controller}` from the array's entry (else 'home') and adds no entry. Written for the tests
| from these rules, not taken from any other library.
*/
class Route
{
    private static $table = array();
    private static $names = array();
    private static $front = null;
    private static $nest = '';
    private static $open = 0;

    private static function add($path, $target, $options = array(), $handler = false)
    {
        $key = self::$nest . (self::$front === null ? '' : self::$front . '/') . $path;
        if (is_array($options) && !empty($options['as'])) self::$names[$options['as']] = $key;
        self::$table[$key] = $target;
        if ($handler && is_callable($handler) && self::$open === 0) {
            self::$nest .= rtrim($key, '/') . '/';
            self::$open = 1;
            $handler();
            self::$nest = '';
        }
        if (self::$open > 0) self::$open--;
    }

    private static function only($verb, $path, $target, $options, $handler)
    {
        if (isset($_SERVER['REQUEST_METHOD']) && $_SERVER['REQUEST_METHOD'] === $verb) self::add($path, $target, $options, $handler);
    }

    public static function any($from, $to, $options = array(), $nested = false) { self::add($from, $to, $options, $nested); }
    public static function get($from, $to, $options = array(), $nested = false) { self::only('GET', $from, $to, $options, $nested); }
    public static function post($from, $to, $options = array(), $nested = false) { self::only('POST', $from, $to, $options, $nested); }
    public static function put($from, $to, $options = array(), $nested = false) { self::only('PUT', $from, $to, $options, $nested); }
    public static function delete($from, $to, $options = array(), $nested = false) { self::only('DELETE', $from, $to, $options, $nested); }
    public static function head($from, $to, $options = array(), $nested = false) { self::only('HEAD', $from, $to, $options, $nested); }
    public static function patch($from, $to, $options = array(), $nested = false) { self::only('PATCH', $from, $to, $options, $nested); }
    public static function options($from, $to, $options = array(), $nested = false) { self::only('OPTIONS', $from, $to, $options, $nested); }

    public static function resources($name, $options = array(), $nested = false)
    {
        if (empty($name)) return;
        $target = isset($options['controller']) ? $options['controller'] : $name;
        if (isset($options['module'])) $target = $options['module'] . '/' . $target;
        $item = $name . '/' . (isset($options['constraint']) ? $options['constraint'] : '([a-zA-Z0-9\-_]+)');
        $shift = isset($options['offset']) ? (int) $options['offset'] : 0;
        $parent = '';
        if (self::$open) {
            $parent = '/$1';
            $shift += 1;
        }
        $id = '/$' . ($shift + 1);
        $rows = array(
            array('get', $name, 'index', ''), array('get', $name . '/new', 'create_new', ''),
            array('get', $item . '/edit', 'edit', $id), array('get', $item, 'show', $id),
            array('post', $name, 'create', ''), array('put', $item, 'update', $id), array('delete', $item, 'delete', $id),
        );
        foreach ($rows as $row) {
            list($verb, $path, $action, $tail) = $row;
            self::$verb($path, $target . '/' . $action . $parent . $tail, null, $nested);
        }
    }

    public static function context($name, $controller = null, $options = array())
    {
        if (is_array($controller)) {
            $options = $controller;
            $controller = null;
        }
        if (empty($controller)) $controller = $name;
        $shift = isset($options['offset']) ? (int) $options['offset'] : 0;
        for ($count = 6; $count >= 1; $count--) {
            $parts = array('$' . (1 + $shift), $controller);
            for ($n = 2; $n <= $count; $n++) $parts[] = '$' . ($n + $shift);
            self::any($name . str_repeat('/(:any)', $count), implode('/', $parts));
        }
        if (!empty($options['home'])) self::any($name, (string) $options['home']);
    }

    public static function block()
    {
        foreach (func_get_args() as $path) self::add(is_array($path) ? 'Array' : $path, '');
    }

    public static function prefix($name, Closure $callback)
    {
        self::$front = $name;
        $callback();
        self::$front = null;
    }

    public static function named($name)
    {
        return isset(self::$names[$name]) ? self::$names[$name] : null;
    }

    public static function reset()
    {
        self::$table = array();
        self::$names = array();
        self::$open = 0;
    }

    public static function map($routes = array())
    {
        $home = isset($routes['default_controller']) ? $routes['default_controller'] : 'home';
        foreach (self::$table as $from => $to) $routes[$from] = str_replace('{default_controller}', $home, $to);
        return $routes;
    }
}
