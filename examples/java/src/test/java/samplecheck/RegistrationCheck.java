package samplecheck;

import io.nexusrpc.Service;
import io.nexusrpc.ServiceDefinition;
import io.nexusrpc.handler.ServiceImpl;
import io.temporal.activity.ActivityInterface;
import io.temporal.activity.DynamicActivity;
import io.temporal.common.metadata.POJOActivityImplMetadata;
import io.temporal.common.metadata.POJOActivityInterfaceMetadata;
import io.temporal.common.metadata.POJOWorkflowInterfaceMetadata;
import io.temporal.testing.TestWorkflowEnvironment;
import io.temporal.workflow.DynamicWorkflow;
import io.temporal.workflow.WorkflowInterface;
import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Not a sample: the part of scripts/samples/java.mjs that javac cannot do. The SDK validates
 * Workflow and Activity types when a Worker registers them (interfaces must be public, a Workflow
 * implementation needs a public constructor, method names must not clash, a validator must match its
 * Update ...). For every compiled class in the directories given as arguments, this runs the same
 * validation: Workflow implementations and Nexus service implementations are registered on a Worker
 * of the in-memory test environment; Activity implementations, Workflow and Activity interfaces and
 * Nexus service interfaces go through the SDK's metadata classes. Prints one "BAD class message" line per rejected type and a final count.
 */
public final class RegistrationCheck {

  public static void main(String[] args) throws IOException {
    int checked = 0;
    try (TestWorkflowEnvironment env = TestWorkflowEnvironment.newInstance()) {
      for (String dir : args) {
        Path root = Paths.get(dir);
        if (!Files.isDirectory(root)) continue;
        List<Path> classFiles;
        try (Stream<Path> walk = Files.walk(root)) {
          classFiles = walk.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList());
        }
        for (Path file : classFiles) {
          String name = root.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
          if (name.startsWith("samplecheck.")) continue;
          try {
            Class<?> c = Class.forName(name, false, RegistrationCheck.class.getClassLoader());
            boolean concrete = !c.isInterface() && !Modifier.isAbstract(c.getModifiers());
            if (c.isInterface() && c.isAnnotationPresent(WorkflowInterface.class)) {
              POJOWorkflowInterfaceMetadata.newInstance(c);
            } else if (c.isInterface() && c.isAnnotationPresent(ActivityInterface.class)) {
              POJOActivityInterfaceMetadata.newInstance(c);
            } else if (concrete
                && (implementsAnnotated(c, WorkflowInterface.class)
                    || DynamicWorkflow.class.isAssignableFrom(c))) {
              env.newWorker("check-" + checked).registerWorkflowImplementationTypes(c);
            } else if (concrete
                && implementsAnnotated(c, ActivityInterface.class)
                && !DynamicActivity.class.isAssignableFrom(c)) {
              POJOActivityImplMetadata.newInstance(c);
            } else if (c.isInterface() && c.isAnnotationPresent(Service.class)) {
              ServiceDefinition.fromClass(c);
            } else if (concrete && c.isAnnotationPresent(ServiceImpl.class)) {
              env.newWorker("check-" + checked)
                  .registerNexusServiceImplementation(c.getConstructor().newInstance());
            } else {
              continue;
            }
            checked++;
          } catch (Throwable t) {
            System.out.println("BAD " + name + " " + t);
          }
        }
      }
    }
    System.out.println("CHECKED " + checked);
    System.exit(0);
  }

  private static boolean implementsAnnotated(Class<?> c, Class<? extends Annotation> annotation) {
    Set<Class<?>> seen = new LinkedHashSet<>();
    Deque<Class<?>> queue = new ArrayDeque<>();
    queue.add(c);
    while (!queue.isEmpty()) {
      Class<?> x = queue.pop();
      if (!seen.add(x)) continue;
      if (x.isInterface() && x.isAnnotationPresent(annotation)) return true;
      queue.addAll(List.of(x.getInterfaces()));
      if (x.getSuperclass() != null) queue.add(x.getSuperclass());
    }
    return false;
  }

  private RegistrationCheck() {}
}
